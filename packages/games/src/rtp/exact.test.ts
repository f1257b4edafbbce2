import { describe, expect, it } from 'vitest';
import { exactRtp } from './exact.js';

/** The README's table, pinned as exact fractions. */
function table(code: Parameters<typeof exactRtp>[0]): Record<string, string> {
  return Object.fromEntries(exactRtp(code).map((r) => [r.spot, `${r.num}/${r.den}`]));
}

describe('exact RTP', () => {
  it('Dragon Tiger from all 52 × 51 deals', () => {
    expect(table('dragon-tiger')).toEqual({ dragon: '33/34', tiger: '33/34', tie: '12/17' });
  });

  it('Andar Bahar from the first-match distribution', () => {
    expect(table('andar-bahar')).toEqual({
      andar: '8151/8330',
      bahar: '808/833',
      'cards-1-5': '1129/1190',
      'cards-6-10': '4068/4165',
      'cards-11-15': '3872/4165',
      'cards-16-25': '4086/4165',
      'cards-26-30': '4064/4165',
      'cards-31-35': '572/595',
      'cards-36-40': '237/245',
      'cards-41-49': '3993/4165',
    });
  });

  it('Teen Patti from all 22,100 × 18,424 hand pairs', () => {
    expect(table('teen-patti')).toEqual({ ante: '977692/978775', 'pair-plus': '5397/5525' });
  });

  it('Baccarat from all 13⁶ rank sequences', () => {
    expect(table('baccarat')).toEqual({
      player: '366733/371293',
      banker: '23877259/24134045',
      tie: '4145409/4826809',
      'player-pair': '12/13',
      'banker-pair': '12/13',
    });
  });

  it('agrees with the textbook closed forms where they exist', () => {
    const dt = exactRtp('dragon-tiger');
    // Tie: 3 of the 51 remaining cards match → 12 × 3/51.
    expect(dt.find((r) => r.spot === 'tie')?.rtp).toBeCloseTo((12 * 3) / 51, 12);
    // Pair Plus over the 22,100 hands: 52 trails, 48 pure sequences, 720 sequences,
    // 1,096 colours, 3,744 pairs.
    const pp = exactRtp('teen-patti').find((r) => r.spot === 'pair-plus');
    expect(pp?.rtp).toBeCloseTo((52 * 31 + 48 * 41 + 720 * 7 + 1096 * 5 + 3744 * 2) / 22100, 12);
  });
});
