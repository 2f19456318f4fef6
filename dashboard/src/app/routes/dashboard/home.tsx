import { EMPTY_STATES } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { AddResourceButton } from '@/features/learning/components/add-resource/add-resource-button';
import { CountTiles } from '@/features/learning/components/count-tiles';
import { InProgressPanel } from '@/features/learning/components/in-progress-panel';
import { LearningPacePanel } from '@/features/learning/components/learning-pace-panel';
import { ResourceSearch } from '@/features/learning/components/resource-search';
import { WishlistPanel } from '@/features/learning/components/wishlist-panel';
import { MailingListForm } from '@/features/mailing-list/components/mailing-list-form';
import { TodoList } from '@/features/todos/components/todo-list';
import { TOUR_ANCHORS } from '@/lib/tour-anchors';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import { LIST_SIZES, displayText } from '@trail/shared';
import { CommunityLinks } from './community-links';
import '@/features/learning/learning.css';

export function HomeRoute() {
  useDocumentTitle('Home');
  const { data: user } = useUser();

  return (
    <div className="learner-home">
      <header className="home-header">
        <h1 data-tour={TOUR_ANCHORS.greeting}>
          Welcome back{user ? `, ${displayText(user.firstName, 'name')}` : ''}
        </h1>
        <ResourceSearch />
        <AddResourceButton preset="learning" tourAnchor={TOUR_ANCHORS.addResource}>
          Add resource
        </AddResourceButton>
      </header>
      <CountTiles />
      <div className="home-grid">
        <div className="home-main">
          <InProgressPanel
            empty={
              <>
                <p>{EMPTY_STATES.nothingPickedYet}</p>
                <AddResourceButton preset="learning" className="secondary">
                  Add a resource
                </AddResourceButton>
              </>
            }
          />
          <WishlistPanel />
        </div>
        <aside className="home-side" aria-label="Your week">
          <LearningPacePanel />
          <section className="panel" aria-labelledby="todo-panel-heading" data-tour={TOUR_ANCHORS.todoPanel}>
            <h2 id="todo-panel-heading">Learning to-do</h2>
            <TodoList limit={LIST_SIZES.homeWide} />
            <Link to={paths.plan.getHref()}>Open your learning plan</Link>
          </section>
          <section className="panel" aria-labelledby="trail-bank-heading" data-tour={TOUR_ANCHORS.trailBank}>
            <h2 id="trail-bank-heading">Trail Bank · coming soon</h2>
            <p>Save towards courses and earn rewards for learning. Tell us where to reach you when it opens.</p>
            <MailingListForm reason="Bank" label="Your e-mail" buttonText="Notify me" />
          </section>
          <CommunityLinks />
        </aside>
      </div>
    </div>
  );
}
