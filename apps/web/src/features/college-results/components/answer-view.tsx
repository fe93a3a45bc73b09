import { Suspense } from 'react';
import { useCollegeFileUrl } from '../../../lib/college/client';
import { questionTypeOf } from '../../../question-types/registry';
import { Spinner } from '../../../ui/spinner';
import type { ReviewAnswer } from '../api/types';

/** One answer with everything a reviewer needs: the question, the key, the response, the judge's verdicts. */
export function AnswerView({ answer }: { answer: ReviewAnswer }) {
  const question = answer.question;
  if (!question)
    return <p className="text-sm text-slate-600">This question is no longer in the assessment.</p>;
  const { Review } = questionTypeOf(question.type);
  return (
    <Suspense fallback={<Spinner />}>
      <Review answer={{ ...answer, question }} useFileUrl={useCollegeFileUrl} />
    </Suspense>
  );
}
