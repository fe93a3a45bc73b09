import type { RendererProps } from '../question-type';
import type { CompilerView } from './compile-results';
import { CodingQuestion } from './renderer';

/** The take-assessment screen's renderer: the code editor and its runs; the answer is read through `handle`. */
export function CompilerQuestion({
  question,
  disabled,
  assessmentId,
  overallRemaining,
  handle,
}: RendererProps<CompilerView, null>) {
  return (
    <CodingQuestion
      ref={handle}
      assessmentId={assessmentId}
      question={question}
      overallRemaining={overallRemaining}
      disabled={disabled}
    />
  );
}
