import { TOUR } from '@trail/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@/lib/navigation';
import { isWideEnoughForTour, nextStep, previousStep, shouldOfferTour, spotlightFor, stepAfterVisiting } from '../tour-logic';
import { tour, useTourStep } from '../tour-store';
import { TourCard } from './tour-card';
import './guided-tour.css';
import { TourFinish } from './tour-finish';
import { cardPosition, Spotlight, useAnchorRect } from './tour-spotlight';

function SpotlightStep({ step }: { step: number }) {
  const navigate = useNavigate();
  const spotlight = spotlightFor(step);
  const rect = useAnchorRect(spotlight?.anchor ?? '');
  if (!spotlight) return null;

  const next = () => (spotlight.opensView ? void navigate(spotlight.opensView) : tour.goTo(nextStep(step)));
  return (
    <>
      {rect && <Spotlight rect={rect} />}
      <TourCard
        step={step}
        title={spotlight.title}
        onEscape={tour.skip}
        className={rect ? 'tour-card-anchored' : 'tour-card-centred'}
        style={cardPosition(rect)}
        actions={
          <>
            <button type="button" className="button-secondary" onClick={() => tour.goTo(previousStep(step))}>
              Go back
            </button>
            <button type="button" data-autofocus onClick={next}>
              Next
            </button>
          </>
        }
      >
        <p>{spotlight.body}</p>
      </TourCard>
    </>
  );
}

function Welcome() {
  return (
    <div className="tour-backdrop">
      <TourCard
        step={TOUR.firstStep}
        title="Welcome to Trail"
        onEscape={tour.skip}
        className="tour-card-centred"
        actions={
          <>
            <button type="button" className="button-secondary" onClick={tour.skip}>
              Skip all
            </button>
            <button type="button" data-autofocus onClick={tour.start}>
              Start the tour
            </button>
          </>
        }
      >
        <p>Take a quick tour of your dashboard: it shows where everything lives in under a minute.</p>
      </TourCard>
    </div>
  );
}

interface GuidedTourProps {
  /** Read when the last step shows: the extension may announce itself while the tour runs. */
  isExtensionInstalled: () => boolean;
}

/** The 17-step guided tour (spec §4), drawn over the learner's dashboard on wide screens. */
export function GuidedTour({ isExtensionInstalled }: GuidedTourProps) {
  const step = useTourStep();
  const { pathname } = useLocation();

  useEffect(() => {
    if (step === null && pathname === '/' && shouldOfferTour({ width: window.innerWidth, ...tour.flags() })) {
      tour.offer();
    }
    // Only when the learner arrives: closing the tour must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (step === null) return;
    const after = stepAfterVisiting(step, pathname);
    if (after !== step) tour.goTo(after);
  }, [step, pathname]);

  if (step === null || !isWideEnoughForTour(window.innerWidth)) return null;
  if (step === TOUR.firstStep) return <Welcome />;
  if (step === TOUR.lastStep) return <TourFinish extensionInstalled={isExtensionInstalled()} />;
  return <SpotlightStep key={step} step={step} />;
}
