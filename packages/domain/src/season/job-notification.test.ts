import { describe, expect, it } from 'vitest';
import { notificationStep, statedCtc } from './job-notification';

describe('a job notification form’s steps', () => {
  it('goes draft → submitted → sent back → resubmitted → approved', () => {
    expect(notificationStep('draft', 'submit')).toEqual({ next: 'submitted', event: 'submitted' });
    expect(notificationStep('submitted', 'send_back')).toEqual({ next: 'sent_back', event: 'sent_back' });
    expect(notificationStep('sent_back', 'company_edit')).toEqual({ next: 'sent_back', event: 'edited' });
    expect(notificationStep('sent_back', 'submit')).toEqual({ next: 'submitted', event: 'resubmitted' });
    expect(notificationStep('submitted', 'approve')).toEqual({ next: 'approved', event: 'approved' });
  });

  it('reopens an approved form the company changes', () => {
    expect(notificationStep('approved', 'company_edit')).toEqual({ next: 'submitted', event: 'reopened' });
    expect(notificationStep('approved', 'staff_edit')).toEqual({ next: 'approved', event: 'edited' });
  });

  it('refuses approving twice, deciding a draft, and staff editing what the company holds', () => {
    expect(notificationStep('approved', 'approve')).toEqual({ refused: 'already_approved' });
    expect(notificationStep('draft', 'approve')).toEqual({ refused: 'not_submitted' });
    expect(notificationStep('sent_back', 'send_back')).toEqual({ refused: 'with_the_company' });
    expect(notificationStep('sent_back', 'staff_edit')).toEqual({ refused: 'with_the_company' });
    expect(notificationStep('submitted', 'submit')).toEqual({ refused: 'already_submitted' });
  });
});

describe('the CTC a form states', () => {
  const parts = { fixed: 10, variable: 1.5, joiningBonus: 0.5, stipend: 40_000 };
  it('adds up the breakdown when no total is given, leaving the stipend out', () => {
    expect(statedCtc(null, parts)).toEqual({ ctc: 12, problem: null });
    expect(statedCtc(12, parts)).toEqual({ ctc: 12, problem: null });
    expect(statedCtc(8, null)).toEqual({ ctc: 8, problem: null });
  });

  it('refuses a breakdown that does not add up, in words', () => {
    expect(statedCtc(14, parts).problem).toBe(
      'The CTC breakdown adds up to 12 LPA (fixed 10 + variable 1.5 + joining bonus 0.5), not the 14 LPA stated.',
    );
    expect(statedCtc(0.3, { fixed: 0.1, variable: 0.2, joiningBonus: 0, stipend: 0 }).problem).toBeNull();
  });
});
