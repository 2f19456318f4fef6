import { DURATIONS_MS } from '@trail/shared';
import { Illustration } from '@/components/ui/illustration';
import { Carousel } from '@/components/ui/carousel';
import { env } from '@/config/env';
import { LANDING } from '@/content/landing';
import { SkillGroups } from '@/features/skills/components/skill-groups';
import { useDocumentTitle } from '@/hooks/use-document-title';

const benefitSlides = LANDING.benefits.map(({ title, text }) => ({
  label: title,
  content: (
    <>
      <h3>{title}</h3>
      <p>{text}</p>
    </>
  ),
}));

const stepSlides = LANDING.steps.map(({ title, text }) => ({ label: title, content: <p>{text}</p> }));

/** The signed-out home page, written for businesses. */
export function LandingRoute() {
  useDocumentTitle('Trail for teams');
  return (
    <>
      <h1>Close your team's skill gaps</h1>
      <p className="lead">
        Trail tracks the skills your employees are building, shows where the gaps are and turns them into learning
        plans they actually follow.
      </p>
      <p className="hero-actions">
        <a className="button-link" href={env.requestDemoUrl} target="_blank" rel="noopener noreferrer">
          Request Demo
        </a>
      </p>
      <Illustration name="landing" />
      <h2>Employee skill-gap tracking and learning plans</h2>
      <Carousel label="Why teams choose Trail" slides={benefitSlides} intervalMs={DURATIONS_MS.landingCarousel} />
      <h2>How it works</h2>
      <Carousel label="How it works" slides={stepSlides} intervalMs={DURATIONS_MS.landingSteps} steps />
      <SkillGroups />
    </>
  );
}
