import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules axe files under these tags. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** How many of a violation's elements the failure names (the rest are counted). */
const TARGETS_SHOWN = 3;

/**
 * Runs axe on the page as it is now and fails the test (softly: the test goes on to its next
 * page, so one run lists them all) with one line per serious or critical violation: the rule,
 * its help text, how many elements break it and the first few of them as selectors.
 * Moderate and minor findings are not failures here.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const lines = serious.map((v) => {
    const targets = v.nodes
      .slice(0, TARGETS_SHOWN)
      .map((n) => n.target.map(String).join(' >>> '))
      .join(' | ');
    const more = v.nodes.length > TARGETS_SHOWN ? ` (+${v.nodes.length - TARGETS_SHOWN} more)` : '';
    // What the first element lacks, as axe says it (for contrast: the ratio and both colours).
    const first = v.nodes[0];
    const why = first ? [...first.any, ...first.all, ...first.none][0]?.message : undefined;
    return `${v.id} [${v.impact}] ${v.help} - ${v.nodes.length} element(s): ${targets}${more}${why ? ` - ${why}` : ''}`;
  });
  expect.soft(lines, `${label}: serious or critical axe violations`).toEqual([]);
}
