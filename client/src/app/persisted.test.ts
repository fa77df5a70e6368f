import { describe, expect, it } from 'vitest';
import manifest from '../gql/persisted-documents.json';
import { hashByName } from './persisted';

describe('persisted documents', () => {
  it('names every registered operation once, by a sha256', () => {
    // Every registered text holds one operation (and its fragments).
    expect(Object.keys(hashByName)).toHaveLength(Object.keys(manifest).length);
    expect(hashByName.UnreadCount).toMatch(/^[0-9a-f]{64}$/);
    // One whose fragments come first in the text.
    expect(hashByName.LoginByCode).toMatch(/^[0-9a-f]{64}$/);
  });
});
