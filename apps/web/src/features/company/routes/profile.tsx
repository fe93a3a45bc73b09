import { type FormEvent, useRef, useState } from 'react';
import { draftFields } from '../../../lib/draft-fields';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { useToast } from '../../../ui/toast';
import { type CompanyProfile, useCompanyProfile, useUpdateProfile, useUploadLogo } from '../api/company';

function Logo({ company }: { company: CompanyProfile }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const toast = useToast();
  return (
    <Card title="Logo">
      <div className="flex flex-wrap items-center gap-4">
        {company.basic.logo ? (
          <img
            src={`/api/company/${company._id}/logo?v=${encodeURIComponent(company.basic.logo)}`}
            alt={`${company.basic.companyName} logo`}
            className="size-20 rounded-lg border border-slate-200 object-contain"
          />
        ) : (
          <div className="flex size-20 items-center justify-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-600">
            No logo
          </div>
        )}
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            const file = input.current?.files?.[0];
            if (file) upload.mutate(file, { onSuccess: () => toast('Logo updated', 'success') });
          }}
        >
          <div>
            <label htmlFor="company-logo" className="mb-1.5 block text-sm font-medium text-slate-800">
              Logo image (PNG, JPEG or WebP)
            </label>
            <input
              ref={input}
              id="company-logo"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="block text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800"
            />
          </div>
          <Button type="submit" variant="secondary" loading={upload.isPending} disabled={upload.isPending}>
            Upload logo
          </Button>
        </form>
      </div>
      {upload.isError && (
        <div className="mt-3">
          <Alert tone="error">{upload.error.message}</Alert>
        </div>
      )}
    </Card>
  );
}

function Details({ company }: { company: CompanyProfile }) {
  const [d, setD] = useState({
    companyName: company.basic.companyName,
    website: company.basic.website,
    sector: company.basic.sector,
    about: company.about,
    locations: company.locations.join(', '),
  });
  const set = (patch: Partial<typeof d>) => setD((c) => ({ ...c, ...patch }));
  const field = draftFields(d, set);
  const save = useUpdateProfile();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        basic: { companyName: d.companyName.trim(), website: d.website.trim(), sector: d.sector.trim() },
        about: d.about,
        locations: d.locations
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      },
      { onSuccess: () => toast('Profile saved', 'success') },
    );
  };
  return (
    <Card title="Details">
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField label="Company name" required maxLength={120} {...field('companyName')} />
        <TextField label="Sector" maxLength={120} {...field('sector')} />
        <TextField label="Website" type="url" placeholder="https://" {...field('website')} />
        <TextField label="Locations" hint="Separated by commas" {...field('locations')} />
        <TextareaField
          label="About"
          rows={6}
          maxLength={5000}
          {...field('about')}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            Save profile
          </Button>
        </div>
        {save.isError && (
          <div className="sm:col-span-2">
            <Alert tone="error">{save.error.message}</Alert>
          </div>
        )}
      </form>
    </Card>
  );
}

/** /company/profile: name, logo, about, sector, website, locations. */
export function CompanyProfileRoute() {
  const profile = useCompanyProfile();
  return (
    <Page
      className="mx-auto max-w-4xl"
      title="Company profile"
      description="What students see about your company."
    >
      {!profile.data ? (
        <QueryState isPending={profile.isPending} error={profile.error} />
      ) : (
        <>
          <Logo company={profile.data} />
          <Details key={profile.data._id} company={profile.data} />
        </>
      )}
    </Page>
  );
}
