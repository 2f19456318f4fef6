import { DURATIONS_MS } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { Illustration } from '@/components/ui/illustration';
import { Carousel } from '@/components/ui/carousel';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { INDIVIDUALS } from '@/content/individuals';
import { MailingListForm } from '@/features/mailing-list/components/mailing-list-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

const featureSlides = INDIVIDUALS.features.map(({ title, text }) => ({
  label: title,
  content: (
    <>
      <h3>{title}</h3>
      <p>{text}</p>
    </>
  ),
}));

const stepSlides = INDIVIDUALS.steps.map(({ title, text }) => ({ label: title, content: <p>{text}</p> }));

const reviewSlides = INDIVIDUALS.reviews.map(({ label, quote }) => ({
  label,
  content: (
    <figure>
      <blockquote>“{quote}”</blockquote>
      <figcaption>— {label}</figcaption>
    </figure>
  ),
}));

/** Landing page for the browser extension. */
export function IndividualsRoute() {
  useDocumentTitle('Trail for individuals');
  return (
    <>
      <h1>Learn with purpose, right from your browser</h1>
      <p className="lead">
        Trail saves what you learn online, tags it with the skills it builds and reminds you to keep going.
      </p>
      <p className="hero-actions">
        <Link className="button-link" to={paths.signUp.getHref()}>
          Sign up free
        </Link>
        <a href={env.extensionStoreUrl} target="_blank" rel="noopener noreferrer">
          Get the Trail extension
        </a>
      </p>
      <Illustration name="individuals" />

      <Carousel label="What Trail does for you" slides={featureSlides} intervalMs={DURATIONS_MS.landingCarousel} />
      <h2>Get started in three steps</h2>
      <Carousel label="Get started" slides={stepSlides} intervalMs={DURATIONS_MS.landingSteps} steps />
      <h2>What learners say</h2>
      <Carousel
        label="What learners say"
        slides={reviewSlides}
        intervalMs={DURATIONS_MS.reviewCarousel}
        scrollMs={DURATIONS_MS.reviewScroll}
      />

      <section className="card" aria-labelledby="trailbank-heading">
        <h2 id="trailbank-heading">Trailbank is coming soon</h2>
        <p>A skill bank to show employers what you can do. Leave your e-mail and we will tell you when it opens.</p>
        <MailingListForm reason="Bank" label="E-mail for Trailbank news" buttonText="Notify me" />
      </section>

      <section aria-labelledby="newsletter-heading">
        <h2 id="newsletter-heading">Our newsletter</h2>
        <p>Learning tips, new pathways and mentor sessions, about once a month.</p>
        <MailingListForm reason="Subscribe" label="E-mail for the newsletter" buttonText="Subscribe" />
      </section>

      <section aria-labelledby="individuals-contact-heading">
        <h2 id="individuals-contact-heading">Talk to us</h2>
        <ul>
          <li>
            <a href={`mailto:${env.contactEmail}`}>Write to {env.contactEmail}</a>
          </li>
          <li>
            <a href={env.socialLinks.twitter} target="_blank" rel="noopener noreferrer">
              Trail on Twitter
            </a>
          </li>
          <li>
            <a href={env.socialLinks.linkedin} target="_blank" rel="noopener noreferrer">
              Trail on LinkedIn
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}
