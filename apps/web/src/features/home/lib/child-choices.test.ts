import { describe, expect, it } from 'vitest';
import { meFixture } from '../../../test/fixtures';
import { childSection } from '../testing/home-fixtures';
import { childChoices, chosenChild } from './child-choices';

const me = meFixture({}, { children: [{ userId: 'child-1', userNm: '최민준', relationType: '어머니' }] });

describe('the children a parent picks from', () => {
  it('puts the family first, then the academy’s children once each: by account, else by record', () => {
    const choices = childChoices(me, [
      childSection({ studentId: 's1', studentNm: '최민준', userId: 'child-1' }),
      childSection({ studentId: 's2', studentNm: '최서연', userId: 'child-2' }),
      childSection({ instId: 'other', studentId: 's3', studentNm: '최서연', userId: 'child-2' }),
      childSection({ studentId: 's4', studentNm: '윤하늘', userId: null }),
    ]);
    expect(choices.map((choice) => [choice.key, choice.name, choice.kind])).toEqual([
      ['child-1', '최민준', 'account'],
      ['child-2', '최서연', 'account'],
      ['student:s4', '윤하늘', 'record'],
    ]);
    expect(choices.map((choice) => choice.kind === 'account' && choice.inFamily)).toEqual([true, false, false]);
  });

  it('shows the child picked here, else the session’s, else the first; none without children', () => {
    const choices = childChoices(me, [childSection({ studentId: 's4', studentNm: '윤하늘', userId: null })]);
    expect(chosenChild(choices, 'student:s4', 'child-1')?.name).toBe('윤하늘');
    expect(chosenChild(choices, null, 'child-1')?.name).toBe('최민준');
    expect(chosenChild(choices, null, 'gone')?.name).toBe('최민준');
    expect(chosenChild(childChoices(null, []), null, null)).toBeNull();
  });
});
