import { TOUR } from '@trail/shared';
import { env } from '@/config/env';
import { isWideEnoughForTour } from '../tour-logic';
import { tour } from '../tour-store';
import { TourCard } from './tour-card';

/** Step 17: the extension's download link, or, when it is already installed, how to pin it. */
export function TourFinish({ extensionInstalled }: { extensionInstalled: boolean }) {
  const showPinHint = extensionInstalled && isWideEnoughForTour(window.innerWidth);
  return (
    <div className="tour-backdrop">
      <TourCard
        step={TOUR.lastStep}
        title={showPinHint ? 'Pin Trail to your toolbar' : 'Save from anywhere'}
        onEscape={tour.close}
        className="tour-card-centred"
        actions={
          <>
            {!showPinHint && (
              <a href={env.extensionStoreUrl} target="_blank" rel="noreferrer" className="button" data-autofocus>
                Download the extension
              </a>
            )}
            <button type="button" className="button-secondary" onClick={tour.close} data-autofocus={showPinHint || undefined}>
              Cancel
            </button>
          </>
        }
      >
        {showPinHint ? (
          <p>
            Click the puzzle-piece icon at the top right of your browser, then the pin next to Trail, so saving a page is
            always one click away.
          </p>
        ) : (
          <p>Get the Trail extension to save any page you are learning from in one click.</p>
        )}
      </TourCard>
    </div>
  );
}
