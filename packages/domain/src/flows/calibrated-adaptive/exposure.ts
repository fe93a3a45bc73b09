import { controlledEligibility, DEFAULT_EXPOSURE, type ExposureOptions } from '../../irt/exposure';
import type { Plan } from '../plan';
import { calibratedBank, calibratedRules } from './calibrated-adaptive';

/**
 * The exposure control of one assessment: its own questions, topics and rules (most questions, target standard
 * error, pilot rate), simulated as the flow runs them. The calibration's bank-wide eligibility assumes the default
 * rules over every topic of the bank, which says little about a 15-question test of two topics: it may restrict
 * items the test needs, or (for a bank too small for a 40-question test) control nothing at all.
 */
export const assessmentEligibility = (
  plan: Plan,
  options: ExposureOptions = DEFAULT_EXPOSURE,
): Map<string, number> => controlledEligibility(calibratedBank(plan), calibratedRules(plan), options);
