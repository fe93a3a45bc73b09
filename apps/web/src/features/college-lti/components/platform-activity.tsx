import type { LtiActivityReply, LtiPlatform } from '@placement/contract';
import { useState } from 'react';
import { formatIst } from '../../../lib/ist';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { QueryState } from '../../../ui/query-state';
import { useCheckLtiPlatform, useLtiActivity } from '../api/lti';

const kindLabel = { learner: 'Learner', instructor: 'Instructor', 'deep-link': 'Deep linking' } as const;

/** The registration tried from our side: each step, what works and what to fix. */
export function PlatformCheck({ platform }: { platform: LtiPlatform }) {
  const check = useCheckLtiPlatform();
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        onClick={() => check.mutate(platform._id)}
        loading={check.isPending}
        aria-label={`Test connection to ${platform.name}`}
      >
        Test connection
      </Button>
      {check.error && <Alert tone="error">{check.error.message}</Alert>}
      {check.data && (
        <ul className="space-y-1 text-sm" aria-label={`Test of ${platform.name}`}>
          {check.data.checks.map((step) => (
            <li key={step.name} className={step.ok ? 'text-emerald-800' : 'text-red-700'}>
              <span className="font-medium">
                {step.ok ? '✓' : '✗'} {step.name}:
              </span>{' '}
              {step.detail}
            </li>
          ))}
          <li className="text-slate-600">
            To try a launch, open the activity from a course in the LMS: it shows under recent launches.
          </li>
        </ul>
      )}
    </div>
  );
}

function ActivityLists({ data }: { data: LtiActivityReply }) {
  return (
    <div className="grid gap-4 text-sm lg:grid-cols-2">
      <section aria-label="Recent launches">
        <h3 className="mb-1 font-semibold text-slate-900">Recent launches</h3>
        {data.launches.length === 0 ? (
          <p className="text-slate-600">No launch from this LMS yet.</p>
        ) : (
          <ul className="space-y-1">
            {data.launches.map((launch) => (
              <li key={launch._id} className={launch.error ? 'text-red-700' : 'text-slate-700'}>
                {formatIst(launch.at)} · {launch.kind ? kindLabel[launch.kind] : 'Unverified'}
                {launch.sub ? ` ${launch.sub}` : ''} · {launch.error ?? 'opened'}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Recent grade passbacks">
        <h3 className="mb-1 font-semibold text-slate-900">Recent grade passbacks</h3>
        {data.passbacks.length === 0 ? (
          <p className="text-slate-600">No score sent to this LMS yet.</p>
        ) : (
          <ul className="space-y-1">
            {data.passbacks.map((post) => (
              <li key={post._id} className={post.error ? 'text-red-700' : 'text-slate-700'}>
                {formatIst(post.at)} · {post.studentName}, {post.assessmentName}: {post.scoreGiven} /{' '}
                {post.scoreMaximum} · {post.error ?? `taken (${post.status})`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A registration's last launches and grade passbacks, with their errors in words; loaded when opened. */
export function PlatformActivity({ platform }: { platform: LtiPlatform }) {
  const [open, setOpen] = useState(false);
  const activity = useLtiActivity(platform._id, open);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)} className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">Recent launches and passbacks</summary>
      <div className="mt-2">
        <QueryState isPending={open && activity.isPending} error={activity.error} />
        {activity.data && <ActivityLists data={activity.data} />}
      </div>
    </details>
  );
}
