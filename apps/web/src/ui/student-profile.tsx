import {
  type Education,
  type FileInfo,
  LINK_LABELS,
  type LinkName,
  type StudentProfileView,
} from '@placement/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ApiClient } from '../lib/api-client';
import { downloadFile, formatBytes, useFileUrl } from '../lib/files';
import { formatDate, releasedResultText } from '../lib/format';
import { Alert } from './alert';
import { Button } from './button';
import { Card } from './card';
import { ProfilePhoto } from './profile-photo';
import { Table } from './table';

type Download = (file: FileInfo) => void;

const gradeText = (e: Education) => {
  if (!e.grade) return '';
  if (e.gradeType === 'cgpa') return `CGPA ${e.grade}`;
  if (e.gradeType === 'percentage') return `${e.grade}%`;
  return `Grade ${e.grade}`;
};

const Empty = ({ children }: { children: string }) => <p className="text-sm text-slate-600">{children}</p>;

function Identity({ profile, client }: { profile: StudentProfileView; client: ApiClient }) {
  const photo = useFileUrl(profile.avatar, client);
  const name = `${profile.FirstName} ${profile.LastName}`.trim();
  const facts = [
    ['Email', profile.Email],
    ['Phone', profile.PhoneNumber],
    ['College', profile.college?.name],
    ['Batch', profile.batch],
    ['Location', profile.location],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <Card title="Contact">
      <div className="flex flex-wrap items-start gap-5">
        <ProfilePhoto src={photo} alt={name} firstName={profile.FirstName} size="md" />
        <dl className="grid min-w-0 flex-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[7rem_1fr]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-600">{term}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {profile.about && <p className="mt-4 whitespace-pre-line text-sm text-slate-800">{profile.about}</p>}
    </Card>
  );
}

function EducationCard({ entries, download }: { entries: Education[]; download: Download }) {
  return (
    <Card title="Education">
      {entries.length === 0 ? (
        <Empty>No education added.</Empty>
      ) : (
        <ul aria-label="Education" className="space-y-4">
          {entries.map((e) => (
            <li key={e._id} className="text-sm">
              <p className="font-semibold text-slate-900">
                {e.degree}
                {e.field ? `, ${e.field}` : ''}
              </p>
              <p className="text-slate-700">{e.institute}</p>
              <p className="text-slate-600">
                {[`${e.startYear} – ${e.current ? 'present' : (e.endYear ?? '')}`.trim(), gradeText(e)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {e.description && <p className="mt-1 text-slate-700">{e.description}</p>}
              {e.media && (
                <Button
                  variant="ghost"
                  className="mt-1 px-2 py-1"
                  onClick={() => e.media && download(e.media)}
                  aria-label={`Download ${e.media.name}`}
                >
                  Download {e.media.name}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function LinksAndCv({ profile, download }: { profile: StudentProfileView; download: Download }) {
  const links = Object.entries(profile.links).filter(([, url]) => url);
  return (
    <Card title="Links and CV">
      {links.length === 0 ? (
        <Empty>No links added.</Empty>
      ) : (
        <ul aria-label="Links" className="space-y-1 text-sm">
          {links.map(([name, url]) => (
            <li key={name} className="flex flex-wrap gap-x-2">
              <span className="font-medium text-slate-600">{LINK_LABELS[name as LinkName] ?? name}:</span>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="break-all text-brand-700 underline-offset-2 hover:underline"
              >
                {url}
              </a>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900">CV</h3>
      {profile.CV.length === 0 ? (
        <Empty>No CV uploaded.</Empty>
      ) : (
        <ul aria-label="CV files" className="divide-y divide-slate-100 text-sm">
          {profile.CV.map((cv) => (
            <li key={cv._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-all">
                <span className="font-medium text-slate-900">{cv.name}</span>
                <span className="text-slate-600"> · {formatBytes(cv.size)}</span>
              </span>
              <Button variant="secondary" onClick={() => download(cv)} aria-label={`Download ${cv.name}`}>
                Download
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ResultsCard({
  results,
  reportLink,
}: {
  results: StudentProfileView['releasedResults'];
  reportLink?: (attemptId: string) => string;
}) {
  return (
    <Card title="Assessment results">
      {results.length === 0 ? (
        <Empty>No results released by the college yet.</Empty>
      ) : (
        <Table
          label="Assessment results"
          caption="Assessment results released by the college"
          padLast
          columns={
            reportLink ? ['Assessment', 'Finished', 'Score', 'Report'] : ['Assessment', 'Finished', 'Score']
          }
        >
          {results.map((r) => {
            const text = releasedResultText(r);
            return (
              <tr key={r.attemptId} className="border-b border-slate-100">
                <td className="py-2 pr-4">{r.assessmentName}</td>
                <td className="py-2 pr-4">{formatDate(r.endedAt) || '—'}</td>
                <td className="py-2 pr-4">
                  {text.score}
                  {text.ended && <span className="block text-xs text-amber-900">{text.ended}</span>}
                </td>
                {reportLink && (
                  <td className="py-2 pr-4">
                    <Link className="font-medium text-brand-700 underline" to={reportLink(r.attemptId)}>
                      Score report<span className="sr-only"> of {r.assessmentName}</span>
                    </Link>
                  </td>
                )}
              </tr>
            );
          })}
        </Table>
      )}
    </Card>
  );
}

/**
 * A student's profile as their college and the companies they applied to see it (the student's profile page
 * promises exactly this); `client` is the viewer's session, which reads the photo and the files.
 */
export function StudentProfile({
  profile,
  client,
  reportLink,
}: {
  profile: StudentProfileView;
  client: ApiClient;
  /** where each released result's score report opens, for viewers who may read it */
  reportLink?: (attemptId: string) => string;
}) {
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download: Download = (file) => {
    setDownloadError(null);
    downloadFile(file.url, file.name, client).catch((e: Error) => setDownloadError(e.message));
  };
  return (
    <div className="space-y-6">
      {downloadError && <Alert tone="error">{downloadError}</Alert>}
      <Identity profile={profile} client={client} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <EducationCard entries={profile.Education} download={download} />
        <div className="space-y-6">
          <Card title="Skills">
            {profile.skills.length === 0 ? (
              <Empty>No skills added.</Empty>
            ) : (
              <ul aria-label="Skills" className="flex flex-wrap gap-2">
                {profile.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                    {skill}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <LinksAndCv profile={profile} download={download} />
        </div>
      </div>
      <ResultsCard results={profile.releasedResults} reportLink={reportLink} />
    </div>
  );
}
