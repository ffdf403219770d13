import { BadgeCheck } from 'lucide-react';

const STANDARDS: { name: string; description: string }[] = [
  {
    name: '21 CFR Part 11',
    description: 'Electronic signatures bound to the signed content, with password re-entry and a stated meaning.',
  },
  { name: 'FDA readiness', description: 'Inspection-ready history of every document, available on request.' },
  { name: 'GDPR', description: 'Personal data limited to what the quality system needs, under access control.' },
  {
    name: 'ALCOA+',
    description: 'Records that are attributable, legible, contemporaneous, original, accurate and complete.',
  },
  { name: 'GAMP5', description: 'A risk-based approach to computerised systems in GxP environments.' },
];

export function ComplianceSection() {
  return (
    <section id="compliance" className="scroll-mt-20 border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-6 py-24">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-semibold tracking-tight">Built for regulated work</h2>
          <p className="mt-4 text-muted-foreground">
            Designed around the regulations and data-integrity principles your auditors will ask about.
          </p>
        </div>
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {STANDARDS.map(({ name, description }) => (
            <li key={name} className="flex flex-col items-center rounded-xl border bg-card p-5 text-center shadow-xs">
              <BadgeCheck className="mb-3 size-8 text-primary" aria-hidden="true" />
              <p className="font-semibold">{name}</p>
              <p className="mt-2 text-xs leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
