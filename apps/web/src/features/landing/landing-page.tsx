import { ComplianceSection } from './compliance-section';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { LandingFooter } from './landing-footer';
import { LandingTopBar } from './landing-top-bar';
import { StatsStrip } from './stats-strip';

export function LandingPage() {
  return (
    <div className="min-h-svh bg-background">
      <LandingTopBar />
      <main>
        <Hero />
        <StatsStrip />
        <FeatureCards />
        <ComplianceSection />
      </main>
      <LandingFooter />
    </div>
  );
}
