import { describe, expect, it } from 'vitest';
import { fileStem } from './file-names';

describe('fileStem', () => {
  it('keeps letters and digits, joined by single hyphens', () => {
    expect(fileStem('Java Basics', 'x')).toBe('java-basics');
    expect(fileStem('  C++ / DSA: Round #2 (2026)  ', 'x')).toBe('c-dsa-round-2-2026');
    expect(fileStem('Café Résumé', 'x')).toBe('cafe-resume');
  });

  it('leaves nothing that could break a header or a path', () => {
    expect(fileStem('a"b\\c/../d\r\nContent-Type: x', 'x')).toBe('a-b-c-d-content-type-x');
    expect(fileStem('日本語のテスト', 'assessment')).toBe('assessment');
    expect(fileStem('x'.repeat(100), 'y')).toHaveLength(60);
  });
});
