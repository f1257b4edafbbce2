import type { AgentItem } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import {
  agentsFrom,
  agentsText,
  contactOf,
  moneyFieldText,
  readMoneyField,
  rowLabel,
  withContact,
} from './rules';

describe('rowLabel', () => {
  it('names a VIP row by its own level, from 0', () => {
    expect(rowLabel('levels', { level: 0, deposit: 0 }, 0)).toBe('Level 0');
    expect(rowLabel('levels', { level: 3 }, 3)).toBe('Level 3');
  });
  it('names other rows by their place', () => {
    expect(rowLabel('rollMessages', { text: 'x' }, 0)).toBe('Roll messages 1');
    expect(rowLabel('amountList', 10_000, 4)).toBe('Amount list 5');
  });
});

describe('money fields', () => {
  it('show major units in the market’s way', () => {
    expect(moneyFieldText(5_000_000, 'ID')).toBe('50000');
    expect(moneyFieldText(250_050, 'IN')).toBe('2500.50');
    expect(moneyFieldText(0, 'IN')).toBe('0');
  });
  it('read what the market writes into minor units, zero included', () => {
    expect(readMoneyField('50.000', 'ID')).toEqual({ ok: true, minor: 5_000_000 });
    expect(readMoneyField('1,00,000.50', 'IN')).toEqual({ ok: true, minor: 10_000_050 });
    expect(readMoneyField('0', 'IN')).toEqual({ ok: true, minor: 0 });
  });
  it('refuse what cannot be read, saying what was understood', () => {
    const sen = readMoneyField('10000,5', 'ID');
    expect(sen.ok).toBe(false);
    expect(!sen.ok && sen.error).toMatch(/Rp 10\.000,5/);
    expect(readMoneyField('abc', 'IN').ok).toBe(false);
  });
});

describe('agents', () => {
  const rina: AgentItem = {
    id: 'agent-1',
    name: 'Agent Rina',
    avatar: 'avatar:3',
    contacts: [
      { kind: 'whatsapp', url: 'https://wa.me/1' },
      { kind: 'telegram', url: 'https://t.me/rina' },
      { kind: 'whatsapp', url: 'https://wa.me/2' },
    ],
  };
  it('reads the JSON text as rows and writes it back', () => {
    expect(agentsFrom(agentsText([rina]))).toEqual([rina]);
    expect(agentsFrom('')).toEqual([]);
    expect(agentsFrom('{"id":1}')).toBeNull();
    expect(agentsFrom('[{"id":"a"}]')).toBeNull();
    expect(agentsFrom('not json')).toBeNull();
  });
  it('edits the first link of a kind, keeping the others', () => {
    expect(contactOf(rina, 'whatsapp')).toBe('https://wa.me/1');
    const changed = withContact(rina, 'whatsapp', 'https://wa.me/9');
    expect(changed.contacts.map((c) => c.url)).toEqual([
      'https://wa.me/9',
      'https://t.me/rina',
      'https://wa.me/2',
    ]);
    expect(withContact(rina, 'telegram', ' ').contacts.map((c) => c.kind)).toEqual([
      'whatsapp',
      'whatsapp',
    ]);
    const none = { ...rina, contacts: [] };
    expect(withContact(none, 'telegram', 'https://t.me/x').contacts).toEqual([
      { kind: 'telegram', url: 'https://t.me/x' },
    ]);
    expect(withContact(none, 'telegram', '').contacts).toEqual([]);
  });
});
