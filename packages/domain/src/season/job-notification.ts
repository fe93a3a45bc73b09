/**
 * A job notification form (JNF, #45): a company's terms for one college, which the college's placement cell
 * approves before its students see the job. Its life is a small state machine: a company fills a draft and
 * submits it; the college approves it or sends it back with a comment; a company's change to an approved form
 * needs approval again. Every step is one event on the form's history.
 */
export type NotificationState = 'draft' | 'submitted' | 'sent_back' | 'approved';

export type NotificationAction = 'company_edit' | 'submit' | 'staff_edit' | 'approve' | 'send_back';

/** What the history says happened. */
export type NotificationEventKind =
  | 'created'
  | 'edited'
  | 'submitted'
  | 'resubmitted'
  | 'reopened'
  | 'approved'
  | 'sent_back';

/** Why a step is refused; the contract's messages put each in words. */
export type NotificationRefusal =
  | 'already_submitted'
  | 'already_approved'
  | 'not_submitted'
  | 'with_the_company';

export type NotificationStep =
  | { next: NotificationState; event: NotificationEventKind }
  | { refused: NotificationRefusal };

/**
 * The state a form moves to when `action` is taken in `state`, and the event written, or why it is refused.
 * A company edits a draft, a sent-back or a submitted form in place; editing an approved form reopens it
 * (submitted again: its students stop seeing the job until the college approves the change). Staff edit a form
 * in front of them (submitted or approved), never one sent back to the company.
 */
export function notificationStep(state: NotificationState, action: NotificationAction): NotificationStep {
  switch (action) {
    case 'company_edit':
      return state === 'approved'
        ? { next: 'submitted', event: 'reopened' }
        : { next: state, event: 'edited' };
    case 'submit':
      if (state === 'draft') return { next: 'submitted', event: 'submitted' };
      if (state === 'sent_back') return { next: 'submitted', event: 'resubmitted' };
      return { refused: state === 'approved' ? 'already_approved' : 'already_submitted' };
    case 'staff_edit':
      if (state === 'submitted' || state === 'approved') return { next: state, event: 'edited' };
      return { refused: state === 'sent_back' ? 'with_the_company' : 'not_submitted' };
    case 'approve':
    case 'send_back':
      if (state === 'submitted') {
        return action === 'approve'
          ? { next: 'approved', event: 'approved' }
          : { next: 'sent_back', event: 'sent_back' };
      }
      if (state === 'approved') return { refused: 'already_approved' };
      return { refused: state === 'sent_back' ? 'with_the_company' : 'not_submitted' };
  }
}

/** CTC in lakhs per annum with its parts; the stipend is an internship's monthly amount in rupees. */
export interface CtcParts {
  fixed: number;
  variable: number;
  joiningBonus: number;
  stipend: number;
}

const lakhs = (value: number) => Math.round(value * 100) / 100;

/** The CTC its parts add up to (fixed, variable and joining bonus; a monthly stipend is not part of it). */
export const ctcOf = (parts: CtcParts) => lakhs(parts.fixed + parts.variable + parts.joiningBonus);

/**
 * The CTC a form states, from its total and its breakdown: the breakdown's sum when no total is given; null and
 * a problem in words when the parts do not add up to the total stated (a paisa of rounding is let through).
 */
export function statedCtc(
  ctc: number | null,
  parts: CtcParts | null,
): { ctc: number | null; problem: string | null } {
  if (!parts) return { ctc, problem: null };
  const sum = ctcOf(parts);
  if (ctc == null) return { ctc: sum, problem: null };
  if (Math.abs(sum - ctc) > 0.005) {
    return {
      ctc: null,
      problem: `The CTC breakdown adds up to ${sum} LPA (fixed ${parts.fixed} + variable ${parts.variable} + joining bonus ${parts.joiningBonus}), not the ${ctc} LPA stated.`,
    };
  }
  return { ctc, problem: null };
}
