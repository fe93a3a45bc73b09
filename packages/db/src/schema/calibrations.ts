import type { IrtModel, ItemStatus } from '@placement/domain';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assessments } from './assessments';
import { at, createdAt, id, parentId } from './columns';
import { colleges } from './organisations';
import { users } from './users';

export type CalibrationStatus = 'running' | 'done' | 'failed';

/**
 * One calibration of a college's question bank (issue #35): numbered per college, never changed once done, so
 * an attempt scored with one version keeps its score when a later calibration runs.
 */
export const calibrations = pgTable(
  'calibrations',
  {
    id: id(),
    collegeId: parentId('college_id', () => colleges.id),
    /** 1, 2, 3… per college */
    version: integer('version').notNull(),
    model: text('model').$type<IrtModel>().notNull(),
    pilotThreshold: integer('pilot_threshold').notNull(),
    status: text('status').$type<CalibrationStatus>().notNull(),
    error: text('error'),
    /** the ability distribution the calibration fixed or estimated: the prior of the attempts it scores */
    latentMean: doublePrecision('latent_mean'),
    latentSd: doublePrecision('latent_sd'),
    /** attempts and answers the calibration read */
    persons: integer('persons').notNull().default(0),
    responses: integer('responses').notNull().default(0),
    converged: boolean('converged'),
    iterations: integer('iterations'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
    /**
     * touched every few seconds by the API process fitting a running calibration: one left silent was on a
     * process that stopped (services/calibrations/abandoned.ts), whichever of several processes looks
     */
    heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calibrations_version_idx').on(t.collegeId, t.version)],
);

/** A question's parameters in one calibration; the question id is kept even after the question is deleted. */
export const itemParameters = pgTable(
  'item_parameters',
  {
    calibrationId: parentId('calibration_id', () => calibrations.id),
    questionId: text('question_id').notNull(),
    a: doublePrecision('a').notNull(),
    b: doublePrecision('b').notNull(),
    seA: doublePrecision('se_a'),
    seB: doublePrecision('se_b'),
    infit: doublePrecision('infit'),
    outfit: doublePrecision('outfit'),
    responses: integer('responses').notNull(),
    status: text('status').$type<ItemStatus>().notNull(),
    /** the probability an attempt may be given the item (exposure control); 1 for pilot items */
    eligibility: doublePrecision('eligibility').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.calibrationId, t.questionId] }),
    index('item_parameters_question_idx').on(t.questionId),
  ],
);

/**
 * An assessment's own exposure control under one calibration: each scorable question's eligibility, simulated
 * with the assessment's questions and rules (packages/domain assessmentEligibility); `planKey` names the questions,
 * parameters and rules it was worked out for, so an edit of the assessment makes it stale. Empty: the test is too
 * long for any control, every question eligible.
 */
export const assessmentExposures = pgTable(
  'assessment_exposures',
  {
    assessmentId: parentId('assessment_id', () => assessments.id),
    calibrationId: parentId('calibration_id', () => calibrations.id),
    planKey: text('plan_key').notNull(),
    eligibility: jsonb('eligibility').$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.calibrationId] })],
);
