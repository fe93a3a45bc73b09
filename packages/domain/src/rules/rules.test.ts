import { describe, expect, it } from 'vitest';
import { authenticatorCode } from './authenticator-code';
import { ATTENDANCE_SLOTS, DEFAULT_PROCTORING_CONFIG } from './constants';
import { languageToJudge } from './judge-language';
import { isStrongPassword, passwordRule } from './password';

describe('password rule', () => {
  it.each([
    ['Abcdef1!', []],
    ['abcdef1!', ['uppercase']],
    ['ABCDEF1!', ['lowercase']],
    ['Abcdefg!', ['digit']],
    ['Abcdefg1', ['special']],
    ['Ab1!', ['length']],
    ['', ['length', 'uppercase', 'lowercase', 'digit', 'special']],
    ['Passw0rd"', []],
    ['Passw0rd_', ['special']],
  ])('%j misses %j', (password, missing) => {
    expect(passwordRule(password).map(({ rule }) => rule)).toEqual(missing);
    expect(isStrongPassword(password)).toBe(missing.length === 0);
  });

  it('explains each rule', () => {
    expect(passwordRule('abcdefgh1!')).toEqual([{ rule: 'uppercase', message: 'An uppercase letter' }]);
  });
});

describe('authenticator code', () => {
  it.each([
    ['123456', 'ok'],
    ['12345', 'invalid code'],
    ['1234567', 'invalid code'],
    ['', 'invalid code'],
    ['12a456', 'fail'],
    ['12 456', 'fail'],
    ['abcdefg', 'fail'],
  ])('%j is %s', (code, expected) => {
    expect(authenticatorCode(code)).toBe(expected);
  });
});

describe('languageToJudge', () => {
  it.each([
    ['Python', 'py'],
    ['Python3', 'py'],
    ['python', 'py'],
    ['C', 'c'],
    ['c', 'c'],
    ['Cpp', 'cpp'],
    ['C++', 'cpp'],
    ['cpp', 'cpp'],
    ['Java', 'java'],
    ['java', 'java'],
    ['JavaScript', 'js'],
    ['javascript', 'js'],
    ['js', 'js'],
    ['Node', null],
    ['PYTHON', null],
    ['toString', null],
  ])('%s → %s', (name, judge) => {
    expect(languageToJudge(name)).toBe(judge);
  });
});

describe('constants', () => {
  it('has the three attendance slots', () => {
    expect(ATTENDANCE_SLOTS).toEqual({
      1: '9:00 AM - 11:00 AM',
      2: '11:30 AM - 2:00 PM',
      3: '3:00 PM - 5:00 PM',
    });
  });

  it('has the default proctoring config', () => {
    expect(DEFAULT_PROCTORING_CONFIG).toEqual({
      maxTabSwitches: 5,
      maxAudioLimitExceedCount: 10,
      isCameraRequired: false,
      maxCameraSwitches: 5,
      // face events (issue #20) only flag an attempt unless the college says they count
      faceEventPolicy: 'flag',
      maxFaceEvents: 5,
      // leaving fullscreen ends the test, as the spec says, unless the college says it counts as a tab switch
      fullscreenExitPolicy: 'end',
      // a lost connection ends the test after the countdown, as the spec says, unless the college says it pauses
      connectionLossPolicy: 'end',
      // under 'pause', lost connections give back at most this much time over the whole attempt
      connectionPauseCapMinutes: 15,
      // the most time the people running a test may add to one attempt: staff, and invigilators
      maxAddedMinutes: 60,
      invigilatorMaxAddedMinutes: 15,
    });
  });
});
