import { MIN_COHORT_FOR_PERCENTILE } from '@placement/domain';
import { type Static, Type } from 'typebox';
import { Id, Nullable } from './common';

// ---------- a score report: one attempt, for the candidate or for the college and its recruiters ----------

export const ReportBand = Type.Union([
  Type.Literal('Outstanding'),
  Type.Literal('Proficient'),
  Type.Literal('Developing'),
  Type.Literal('Beginning'),
]);

export const ReportSkill = Type.Object({
  topic: Type.String(),
  marks: Type.Number(),
  maxMarks: Type.Number(),
  percentage: Nullable(Type.Number()),
  /** the mean percentage of the cohort in this topic */
  cohortAverage: Nullable(Type.Number()),
});

/** What a question's outcome may say: its verdict only once keys are released, 'answered' until then. */
export const ReportOutcome = Type.Union([
  Type.Literal('correct'),
  Type.Literal('partly correct'),
  Type.Literal('wrong'),
  Type.Literal('skipped'),
  Type.Literal('timed out'),
  Type.Literal('awaiting grading'),
  Type.Literal('answered'),
]);

export const ReportQuestion = Type.Object({
  number: Type.Integer(),
  topic: Type.String(),
  type: Type.String(),
  outcome: ReportOutcome,
  marks: Nullable(Type.Number()),
  maxMarks: Type.Number(),
  /** a coding answer's testcases: hidden ones as counts, never their input or output */
  testcases: Nullable(
    Type.Object({
      visiblePassed: Type.Integer(),
      visibleTotal: Type.Integer(),
      hiddenPassed: Type.Integer(),
      hiddenTotal: Type.Integer(),
      compileError: Type.Boolean(),
    }),
  ),
});

export const ReportAbility = Type.Object({
  scaled: Type.Number(),
  scaledSe: Type.Number(),
  theta: Type.Number(),
  se: Type.Number(),
  version: Type.Integer(),
});

/** The college's and recruiter's copy only: the candidate's copy never carries integrity detail. */
export const ReportIntegrity = Type.Object({
  flagged: Type.Boolean(),
  /** each count of the risk summary that is not zero, in words ("Tab switches: 3") */
  flags: Type.Array(Type.String()),
  /** the highest code similarity with another attempt in %, null before the check has run */
  highestSimilarity: Nullable(Type.Integer()),
  endedEarly: Type.Boolean(),
});

export const ScoreReport = Type.Object({
  copy: Type.Union([Type.Literal('candidate'), Type.Literal('recruiter')]),
  generatedAt: Type.String(),
  /** the college's time zone, in which the report's dates are written */
  timeZone: Type.String(),
  candidate: Type.Object({ name: Type.String(), email: Type.String(), college: Type.String() }),
  assessment: Type.Object({ id: Id, name: Type.String(), totalMinutes: Type.Integer() }),
  attempt: Type.Object({
    id: Id,
    number: Type.Integer(),
    startedAt: Type.String(),
    endedAt: Nullable(Type.String()),
    /** seconds */
    timeTaken: Nullable(Type.Integer()),
    /**
     * the overall time this attempt was allowed, in minutes: the test's time at the student's time multiplier
     * plus any time the people running the test added (45 for 1.5× on a 30-minute test)
     */
    allowedMinutes: Type.Number(),
    /** why it ended, in words */
    ended: Type.String(),
  }),
  score: Type.Object({
    marks: Nullable(Type.Number()),
    maxMarks: Nullable(Type.Number()),
    percentage: Nullable(Type.Number()),
    band: Nullable(ReportBand),
    /** null below MIN_COHORT_FOR_PERCENTILE candidates (10): the rank says it then */
    percentile: Nullable(Type.Integer()),
    /** the attempt's rank in the cohort (1 = best, equals share one); null until graded */
    rank: Nullable(Type.Integer()),
    /** students whose attempt is counted in the cohort (each student's first graded attempt) */
    cohortSize: Type.Integer(),
    /** answers still waiting for a person's marks: the score may still rise */
    awaitingGrading: Type.Integer(),
  }),
  /**
   * a calibrated adaptive attempt's ability score (issue #35): on the college's reported scale with its standard
   * error, θ ± SE in logits and the calibration version it was scored with; null for any other flow. Shown with the
   * score, so the candidate's copy has it only once the result is released.
   */
  ability: Nullable(ReportAbility),
  skills: Type.Array(ReportSkill),
  /** false while the result policy keeps verdicts back: outcomes then say only 'answered' */
  verdictsShown: Type.Boolean(),
  questions: Type.Array(ReportQuestion),
  integrity: Type.Optional(ReportIntegrity),
  reviewerNotes: Type.Optional(Type.Array(Type.Object({ question: Type.Integer(), note: Type.String() }))),
  decision: Type.Optional(Nullable(Type.String())),
});
export type ScoreReport = Static<typeof ScoreReport>;

// ---------- the words the report page and its PDF share ----------

/** "of 45 min": the attempt's own allowed time, beside the time it used. */
export const allowedTimeText = (allowedMinutes: number): string =>
  `of ${Number(allowedMinutes.toFixed(1))} min`;

/**
 * Where the score stands in its cohort: the percentile from MIN_COHORT_FOR_PERCENTILE candidates, the plain rank
 * below it ("Rank 1 of 2"), nothing before the attempt is graded.
 */
export function standingOf(score: ScoreReport['score']): { label: string; value: string; note: string } {
  if (score.percentile !== null) {
    return {
      label: 'Percentile',
      value: String(score.percentile),
      note: `Among ${score.cohortSize} candidates`,
    };
  }
  if (score.rank !== null) {
    return {
      label: 'Rank',
      value: `${score.rank} of ${score.cohortSize}`,
      note: `A percentile is given from ${MIN_COHORT_FOR_PERCENTILE} candidates`,
    };
  }
  return { label: 'Rank', value: '—', note: 'Given once the attempt is graded' };
}

export const ScoreReportReply = Type.Object({ success: Type.Literal(true), report: ScoreReport });

/** a company's applicant (the application) and one of the applicant's attempts */
export const ApplicantReportParams = Type.Object({ id: Id, attemptId: Id });

// ---------- share links: a recruiter's copy without an account ----------

export const ShareLink = Type.Object({
  _id: Id,
  url: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.String(),
  expiresAt: Type.String(),
  revokedAt: Nullable(Type.String()),
  openings: Type.Integer(),
  lastOpenedAt: Nullable(Type.String()),
});
export type ShareLink = Static<typeof ShareLink>;

export const ShareLinkBody = Type.Object({
  /** days until the link stops working */
  days: Type.Integer({ minimum: 1, maximum: 90 }),
});

export const ShareLinkReply = Type.Object({ success: Type.Literal(true), link: ShareLink });
export const ShareLinksReply = Type.Object({ success: Type.Literal(true), links: Type.Array(ShareLink) });

export const ShareTokenParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_.-]+$' }),
});

export const shareLinkWords = {
  invalid: 'This report link is not valid.',
  expired: 'This report link has expired.',
  revoked: 'This report link was withdrawn by the college.',
};

/** A file sent as it is (a PDF, a zip): documented in /api/docs, never serialized. */
export const FileDownload = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });
