import { Link } from 'react-router';
import { Logo } from '../../../ui/logo';

type Section = { id: string; title: string; paragraphs: string[] };

const sections: Section[] = [
  {
    id: 'acceptance',
    title: '1. Acceptance of these terms',
    paragraphs: [
      'By creating an account or using Placement you agree to these Terms of Use and to the Privacy Policy below. If you use Placement on behalf of a college or company, you confirm that you may accept these terms for it.',
    ],
  },
  {
    id: 'accounts',
    title: '2. Accounts and eligibility',
    paragraphs: [
      'Students join through an invite link from their college or register as independent students. You are responsible for keeping your password and any second factor (authenticator app or text-message code) safe, and for everything done with your account.',
      'Give accurate details. We may suspend accounts that impersonate others or were created to get around a limit.',
    ],
  },
  {
    id: 'assessments',
    title: '3. Assessments and proctoring',
    paragraphs: [
      'Assessments are set by colleges and companies. They may be timed, adaptive, and proctored: switching tabs, leaving fullscreen, losing the connection or disconnecting the camera can end an attempt automatically.',
      'Work on your own. Sharing questions, using someone else’s help or tools the assessment does not allow may lead to disqualification and to the result being reported to the college or company that set it.',
    ],
  },
  {
    id: 'acceptable-use',
    title: '4. Acceptable use',
    paragraphs: [
      'Do not attack, probe or overload the service, submit code meant to escape the compiler sandbox, or collect other users’ data. Uploaded files must be yours to share and free of malware.',
    ],
  },
  {
    id: 'privacy',
    title: '5. Privacy policy',
    paragraphs: [
      'What we collect: your profile (name, email, phone number, education, skills, links, CV and avatar), your assessment answers and results, sign-in records (device, IP address and time) and, during proctored assessments, camera snapshots.',
      'How we use it: to run assessments and placement drives, to share your profile and results with the college that invited you and the companies you apply to, to keep accounts secure, and to improve the product. We do not sell personal data.',
      'Retention: proctoring snapshots are kept only as long as the assessment’s review period; the rest is kept while your account is active and deleted on request unless the law requires otherwise.',
    ],
  },
  {
    id: 'rights',
    title: '6. Your rights',
    paragraphs: [
      'You can see and correct your profile at any time, download your data, and ask us to delete your account. Contact your college’s placement cell or write to the address below.',
    ],
  },
  {
    id: 'changes',
    title: '7. Changes and contact',
    paragraphs: [
      'We will announce material changes to these terms in the product before they take effect. Questions: privacy@placement.example.',
    ],
  },
];

/** `/terms&policies` (placeholder text with the headings the real document will have). */
export function TermsRoute() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between px-5 py-4">
          <Link to="/" className="rounded-lg">
            <Logo />
          </Link>
          <Link
            to="/"
            className="rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Back to login
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-5 py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Terms &amp; Policies</h1>
        <p className="mt-2 text-sm text-slate-600">Last updated 1 January {new Date().getFullYear()}</p>
        <nav aria-label="Contents" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="text-sm font-semibold text-slate-900">Contents</h2>
          <ul className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="rounded text-brand-700 underline-offset-2 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="mt-10 space-y-10">
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-6">
              <h2 id={`${s.id}-heading`} className="text-xl font-semibold text-slate-900">
                {s.title}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-3 leading-relaxed text-slate-700">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </article>
      </main>
    </div>
  );
}
