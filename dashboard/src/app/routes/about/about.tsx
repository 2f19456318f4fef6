import { Link } from '@/lib/navigation';
import { Illustration } from '@/components/ui/illustration';
import { paths } from '@/config/paths';
import { ABOUT } from '@/content/about';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function AboutRoute() {
  useDocumentTitle('About Trail');
  return (
    <>
      <h1>{ABOUT.heading}</h1>
      <p className="lead">{ABOUT.intro}</p>

      <section aria-labelledby="story-heading">
        <h2 id="story-heading">Our story</h2>
        <Illustration name="about" />
        {ABOUT.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section aria-labelledby="values-heading">
        <h2 id="values-heading">Our values</h2>
        <ul className="feature-grid">
          {ABOUT.values.map(({ name, text }) => (
            <li key={name}>
              <h3>{name}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team-heading">
        <h2 id="team-heading">Our team</h2>
        <p>{ABOUT.team}</p>
      </section>

      <p>
        <Link to={paths.privacy.getHref()}>Privacy Policy</Link>
      </p>
    </>
  );
}
