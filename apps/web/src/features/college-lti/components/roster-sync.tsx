import type { LtiCourse, LtiRosterSync, LtiRosterWithoutEmail } from '@placement/contract';
import { useState } from 'react';
import { countOf } from '../../../lib/format';
import { formatIst } from '../../../lib/ist';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioChoice } from '../../../ui/radio-choice';
import { useRosterSync } from '../api/assessment-lms';

const withoutEmailChoices = [
  ['invite', 'Invite them (they sign in from the LMS)'],
  ['report', 'Leave them out and list them'],
  ['skip', 'Leave them out'],
] as const satisfies readonly (readonly [LtiRosterWithoutEmail, string])[];

/** What a roster sync did, in a sentence or two. */
export function SyncSummary({ sync }: { sync: LtiRosterSync }) {
  if (sync.error)
    return (
      <Alert tone="error">
        Roster sync of {formatIst(sync.at)} failed: {sync.error}
      </Alert>
    );
  const parts = [
    `${countOf(sync.invited, 'learner')} newly invited`,
    `${sync.alreadyInvited} already invited`,
    sync.leftOut > 0 && `${countOf(sync.leftOut, 'learner')} without an e-mail left out`,
    sync.inactive > 0 && `${sync.inactive} inactive in the LMS`,
  ].filter(Boolean);
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        Last sync {formatIst(sync.at)}: {countOf(sync.learners, 'learner')} of{' '}
        {countOf(sync.members, 'member')} in the course; {parts.join(', ')}.
      </p>
      {sync.reported.length > 0 && (
        <div>
          <p className="font-medium text-slate-800">Learners without an e-mail in the LMS:</p>
          <ul className="list-disc pl-5">
            {sync.reported.map((person) => (
              <li key={person.lmsUserId}>
                {person.name} <span className="text-slate-500">(LMS id {person.lmsUserId})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** One LMS course linking the assessment: its roster sync, with the choice for learners without an e-mail. */
export function CourseRoster({ assessmentId, course }: { assessmentId: string; course: LtiCourse }) {
  const [withoutEmail, setWithoutEmail] = useState<LtiRosterWithoutEmail>('report');
  const sync = useRosterSync(assessmentId);
  const name = [course.label, course.title].filter(Boolean).join(' · ') || 'Course';
  return (
    <li className="space-y-3 py-4">
      <div>
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">
          {course.platformName} · {countOf(course.resourceLinks, 'link')} to this assessment
        </p>
      </div>
      {course.rosterAvailable ? (
        <>
          <RadioChoice
            legend="Learners without an e-mail"
            name={`without-email-${course._id}`}
            choices={withoutEmailChoices}
            value={withoutEmail}
            onChange={setWithoutEmail}
          />
          <Button
            onClick={() => sync.mutate({ courseId: course._id, body: { withoutEmail } })}
            loading={sync.isPending}
            aria-label={`Sync roster of ${name}`}
          >
            Sync roster
          </Button>
          {sync.error && <Alert tone="error">{sync.error.message}</Alert>}
        </>
      ) : (
        <p className="text-sm text-slate-700">
          This LMS does not offer the course roster. Turn on Names and Role Provisioning for the tool in the
          LMS, then open the activity from the course once.
        </p>
      )}
      {course.lastSync && !sync.error && <SyncSummary sync={course.lastSync} />}
    </li>
  );
}
