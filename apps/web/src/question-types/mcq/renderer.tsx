import { useId } from 'react';
import { useFileObject } from '../../lib/files';
import { Html } from '../../ui/html';
import type { StudentQuestionOf } from '../shared/authored';
import { OptionGroup } from '../shared/option-group';

/** What a student sees of a multiple-choice question (never the key). */
export type McqView = StudentQuestionOf<'mcq'>;

export function McqQuestion({
  question,
  value,
  onChange,
  disabled,
}: {
  question: McqView;
  value: number | null;
  onChange: (value: number) => void;
  disabled: boolean;
}) {
  const titleId = useId();
  // an image stored with the question is served only with the student's token
  const stored = question.image?.startsWith('/api/files/') ? question.image : null;
  const file = useFileObject(stored);
  const image = stored ? file.objectUrl : question.image;
  return (
    <div>
      <Html id={titleId} html={question.Title} className="text-base text-slate-900" />
      {image && <img src={image} alt="Illustration for the question" className="mt-4 max-h-72" />}
      <OptionGroup
        name={`mcq-${question._id}`}
        labelledBy={titleId}
        options={question.Options}
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
    </div>
  );
}
