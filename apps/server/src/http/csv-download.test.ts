import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvDownload } from './csv-download.js';

/**
 * The desks' exports hold a page or two in memory, whatever the export's size: the next page
 * is read only when the reader has taken the text before it (backpressure).
 */
describe('csvDownload', () => {
  it('reads the next page only as the reader takes the text, and writes every row', async () => {
    const PAGES = 400;
    const ROWS = 250;
    let read = 0;
    async function* pages() {
      for (let p = 0; p < PAGES; p++) {
        read += 1;
        yield Array.from({ length: ROWS }, (_, i) => ({ n: p * ROWS + i, note: '=1+1' }));
      }
    }
    const answer = csvDownload(
      'x.csv',
      [
        { header: 'n', cell: (r: { n: number }) => r.n },
        { header: 'note', cell: (r: { note: string }) => r.note },
      ],
      pages(),
    );
    const stream = answer.stream as Readable;
    // The first text, then a pause: the stream fills its buffers and stops asking for pages.
    const first = await new Promise<Buffer>((resolve) => stream.once('data', resolve));
    stream.pause();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(read).toBeLessThan(10);
    // The rest, taken at the reader's pace, is all there.
    const chunks = [first];
    stream.resume();
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(read).toBe(PAGES);
    expect(text.startsWith("\uFEFFn,note\n0,'=1+1\n1,'=1+1\n")).toBe(true);
    expect(text.split('\n')).toHaveLength(PAGES * ROWS + 2);
  });
});
