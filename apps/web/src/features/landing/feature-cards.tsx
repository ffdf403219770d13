import { FileText, History, Workflow, type LucideIcon } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const FEATURES: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Document Control',
    description:
      'A single register of SOPs, work instructions, forms and policies, each with its version, status and owner, from first draft to effective and obsolete.',
    icon: FileText,
  },
  {
    title: 'Workflow Management',
    description:
      'Route documents through review and approval with named reviewers and approvers, comments and electronic signatures.',
    icon: Workflow,
  },
  {
    title: 'Audit Logs',
    description:
      'Every change is recorded in an append-only, hash-chained audit trail: who did what, when, and why.',
    icon: History,
  },
];

export function FeatureCards() {
  return (
    <section id="features" className="mx-auto max-w-6xl scroll-mt-20 px-6 py-24">
      <div className="mx-auto max-w-2xl text-center">
        <h2 className="text-3xl font-semibold tracking-tight">Everything a controlled document needs</h2>
        <p className="mt-4 text-muted-foreground">
          One place for the documents your quality system depends on, and for the evidence that they are under
          control.
        </p>
      </div>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ title, description, icon: Icon }) => (
          <li key={title}>
            <Card className="h-full transition-shadow hover:shadow-md">
              <CardHeader className="gap-3">
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle>{title}</CardTitle>
                <CardDescription className="leading-relaxed">{description}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
