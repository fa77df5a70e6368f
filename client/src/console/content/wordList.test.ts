import { describe, expect, it } from 'vitest';
import { parseWordList } from './wordList';

describe('parseWordList', () => {
  it('takes a word a line, with its own action or the default', () => {
    expect(parseWordList('赌球\n代打,BLOCK\n 刷单 ，hold \n', 'HOLD')).toEqual({
      words: [
        { word: '赌球', action: 'HOLD' },
        { word: '代打', action: 'BLOCK' },
        { word: '刷单', action: 'HOLD' },
      ],
      bad: [],
    });
  });

  it('skips blank lines and repeats, lowercases ASCII as the server stores it', () => {
    expect(parseWordList('\nVPN\nvpn\n\n', 'BLOCK').words).toEqual([{ word: 'vpn', action: 'BLOCK' }]);
  });

  it('reports a word over 20 characters, or none, by its line', () => {
    const long = '长'.repeat(21);
    expect(parseWordList(`好词\n${long}\n,HOLD`, 'BLOCK')).toEqual({ words: [{ word: '好词', action: 'BLOCK' }], bad: [2, 3] });
  });
});
