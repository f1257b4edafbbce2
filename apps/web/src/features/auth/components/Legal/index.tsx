import { useState } from 'react';
import { Sheet } from '../../../../components/Sheet';
import { useTranslation } from '../../../../i18n';
import './Legal.css';
import './texts';

export type LegalDoc = 'terms' | 'privacy';

/** The terms or the privacy policy, readable in a sheet in the chosen language. */
export function LegalSheet({ doc, onClose }: { doc: LegalDoc; onClose: () => void }) {
  const { t } = useTranslation();
  const paragraphs = t(`legal.${doc}`, { returnObjects: true }) as unknown;
  const list = Array.isArray(paragraphs) ? (paragraphs as string[]) : [];
  return (
    <Sheet title={t(`legal.${doc}Title`)} onClose={onClose} testId={`legal-${doc}`}>
      {/* It scrolls inside the sheet: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys. */}
      <section className="legal-text" tabIndex={0} aria-label={t(`legal.${doc}Title`)}>
        {list.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
    </Sheet>
  );
}

/**
 * "I accept the terms and conditions and the privacy policy", with both names as buttons
 * that open the texts (a tap on them does not tick the box).
 */
export function TermsLabel({ testPrefix }: { testPrefix: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<LegalDoc | null>(null);
  const link = (doc: LegalDoc, key: string) => (
    <button
      type="button"
      className="legal-link"
      data-testid={`${testPrefix}-${doc}-link`}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        setOpen(doc);
      }}
    >
      {t(key)}
    </button>
  );
  // The sentence is translated whole; the two names inside it become the buttons.
  const sentence = t('adult.terms', { terms: '[[terms]]', privacy: '[[privacy]]' });
  return (
    <span>
      {sentence.split(/(\[\[terms\]\]|\[\[privacy\]\])/).map((part, i) => {
        const key = `${i}-${part}`;
        if (part === '[[terms]]') return <span key={key}>{link('terms', 'adult.termsLink')}</span>;
        if (part === '[[privacy]]')
          return <span key={key}>{link('privacy', 'adult.privacyLink')}</span>;
        return <span key={key}>{part}</span>;
      })}
      {open && <LegalSheet doc={open} onClose={() => setOpen(null)} />}
    </span>
  );
}

/**
 * The two boxes every sign-up ticks: 18 or older, and the terms and privacy policy (their
 * names open the texts). Register and the one-time 18+ sheet share them.
 */
export function AgeTermsChecks(props: {
  testPrefix: string;
  ageText: string;
  age: boolean;
  terms: boolean;
  onAge: (v: boolean) => void;
  onTerms: (v: boolean) => void;
}) {
  const { testPrefix } = props;
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          checked={props.age}
          onChange={(e) => props.onAge(e.target.checked)}
          data-testid={`${testPrefix}-age`}
        />
        <span>{props.ageText}</span>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={props.terms}
          onChange={(e) => props.onTerms(e.target.checked)}
          data-testid={`${testPrefix}-terms`}
        />
        <TermsLabel testPrefix={testPrefix} />
      </label>
    </>
  );
}
