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

/** A sync under way: the members read from the LMS, then the learners written, as a bar and in words. */
function SyncProgress({ sync }: { sync: LtiRosterSync }) {
  const toInvite = sync.learners - sync.leftOut - sync.inactive;
  const writing = sync.processed > 0 || toInvite > 0;
  return (
    <div className="space-y-1 text-sm text-slate-700" role="status">
      <p>
        {writing
          ? `Inviting learners: ${sync.processed.toLocaleString('en-IN')} of ${toInvite.toLocaleString('en-IN')} done (${countOf(sync.created, 'new account')}, ${sync.invited.toLocaleString('en-IN')} newly invited).`
          : `Reading the roster from the LMS: ${countOf(sync.members, 'member')} so far.`}{' '}
        You may leave this page; the sync goes on.
      </p>
      <progress
        className="h-2 w-full"
        aria-label="Roster sync progress"
        {...(writing ? { max: Math.max(toInvite, 1), value: sync.processed } : {})}
      />
    </div>
  );
}

/** What a roster sync did, in a sentence or two; its progress while it runs. */
export function SyncSummary({ sync }: { sync: LtiRosterSync }) {
  if (sync.status === 'running') return <SyncProgress sync={sync} />;
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
    sync.created > 0 && `${countOf(sync.created, 'student account')} made`,
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
  const running = course.lastSync?.status === 'running';
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
            loading={sync.isPending || running}
            disabled={running}
            aria-label={`Sync roster of ${name}`}
          >
            {running ? 'Syncing…' : 'Sync roster'}
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
