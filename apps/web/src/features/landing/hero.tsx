import { Link } from '@tanstack/react-router';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-blue-100),transparent_60%)] dark:bg-[radial-gradient(ellipse_at_top,var(--color-blue-950),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-4xl px-6 pt-36 pb-24 text-center sm:pt-44 sm:pb-28">
        <p className="mx-auto mb-6 inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
          <ShieldCheck className="size-3.5 text-primary" aria-hidden="true" />
          Controlled documents for GxP-regulated teams
        </p>
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          Audit-Ready. <span className="text-primary">Pharma-Perfect.</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
          Author, review, approve and distribute your SOPs, work instructions, forms and policies with electronic
          signatures and a complete, tamper-evident audit trail.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button size="lg" asChild>
            <Link to="/login">
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <a href="#features">Explore features</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
