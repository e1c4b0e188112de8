import { getChoseong } from 'es-hangul';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choseongOf, foldForSearch, matchesSearch, parseSearchQuery, SEARCH_FOLD, SEARCH_SPACES } from './search.rules';

describe('the characters a search ignores', () => {
  it('are exactly what JavaScript calls whitespace', () => {
    const whitespace: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      const char = String.fromCharCode(code);
      if (/\s/.test(char)) whitespace.push(char);
    }
    expect([...SEARCH_SPACES].sort()).toEqual(whitespace.sort());
  });

  it('are dropped, and only Latin capitals change', () => {
    expect(foldForSearch(' Kim\tMin\u3000SU ')).toBe('kimminsu');
    expect(foldForSearch('한빛 수학 ABC-1')).toBe('한빛수학abc-1');
    expect(foldForSearch('ÄÖ Σ')).toBe('ÄÖΣ');
    expect(SEARCH_FOLD.from.length - SEARCH_FOLD.to.length).toBe(SEARCH_SPACES.length);
  });

  it('fold any text to one without spaces or capitals, and folding twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const folded = foldForSearch(text);
        return !/[\sA-Z]/.test(folded) && foldForSearch(folded) === folded;
      }),
    );
  });
});

describe('initial consonants', () => {
  it('of a name, without spaces', () => {
    expect(choseongOf('김민수')).toBe('ㄱㅁㅅ');
    expect(choseongOf('최 서연')).toBe('ㅊㅅㅇ');
    expect(choseongOf('한빛 수학학원')).toBe('ㅎㅂㅅㅎㅎㅇ');
    expect(choseongOf('ABC 영어 1관')).toBe('ㅇㅇㄱ');
    expect(choseongOf('까치 ㅋㅋ')).toBe('ㄲㅊㅋㅋ');
    // A decomposed syllable (ᄀ + ᅵ + ᆷ) reads as the syllable does.
    expect(choseongOf('\u1100\u1175\u11b7')).toBe('ㄱ');
  });

  it("are es-hangul's getChoseong without its spaces, for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        return choseongOf(text) === getChoseong(text).replace(/\s/g, '');
      }),
    );
  });
});

describe('what a typed search looks for', () => {
  it('is nothing for an empty or blank query', () => {
    expect(parseSearchQuery('')).toBeNull();
    expect(parseSearchQuery(' \t ')).toBeNull();
    expect(parseSearchQuery(undefined)).toBeNull();
    expect(parseSearchQuery(null)).toBeNull();
  });

  it('is initial consonants when only consonants are typed, spaces aside', () => {
    expect(parseSearchQuery('ㄱㅁㅅ')).toEqual({ kind: 'choseong', consonants: 'ㄱㅁㅅ' });
    expect(parseSearchQuery(' ㄱ ㅁ ')).toEqual({ kind: 'choseong', consonants: 'ㄱㅁ' });
    expect(parseSearchQuery('김ㅁ')).toEqual({ kind: 'text', text: '김ㅁ', digits: null });
    expect(parseSearchQuery('민수')).toEqual({ kind: 'text', text: '민수', digits: null });
  });

  it('is folded text, with mobile digits when four or more digits are typed', () => {
    expect(parseSearchQuery('Kim Min')).toEqual({ kind: 'text', text: 'kimmin', digits: null });
    expect(parseSearchQuery('5555-7777')).toEqual({ kind: 'text', text: '5555-7777', digits: '55557777' });
    expect(parseSearchQuery('010 1234')).toEqual({ kind: 'text', text: '0101234', digits: '0101234' });
    expect(parseSearchQuery('123')).toEqual({ kind: 'text', text: '123', digits: null });
    expect(parseSearchQuery('%_')).toEqual({ kind: 'text', text: '%_', digits: null });
  });
});

describe('whether a name answers a search', () => {
  const matches = (query: string, name: string, mobileNo?: string | null) => {
    const search = parseSearchQuery(query);
    if (!search) throw new Error('a query is needed');
    return matchesSearch(search, { name, mobileNo });
  };

  it('matches initial consonants within the name’s', () => {
    expect(matches('ㅎㅂㅅㅎ', '한빛수학학원')).toBe(true);
    expect(matches('ㅎㅂ ㅅㅎ', '한빛 수학학원')).toBe(true);
    expect(matches('ㅅㅎ', '한빛영어')).toBe(false);
    expect(matches('ㄱㅁ', '김민수')).toBe(true);
    expect(matches('ㅁㅅ', '김민수')).toBe(true);
  });

  it('matches a part of the name, ignoring spaces and Latin case', () => {
    expect(matches('수학', '한빛 수학학원')).toBe(true);
    expect(matches('빛수', '한빛 수학학원')).toBe(true);
    expect(matches('abc', 'ABC 영어')).toBe(true);
    expect(matches('john smith', 'John Smith')).toBe(true);
    expect(matches('영어', '한빛수학학원')).toBe(false);
    expect(matches('%', '김민수')).toBe(false);
  });

  it('matches four or more digits within the mobile number too', () => {
    expect(matches('5555-7777', '김민수', '01055557777')).toBe(true);
    expect(matches('5555', '김민수', '01055557777')).toBe(true);
    expect(matches('555', '김민수', '01055557777')).toBe(false);
    expect(matches('5555', '김민수', null)).toBe(false);
    expect(matches('5555', '김민수')).toBe(false);
  });
});
