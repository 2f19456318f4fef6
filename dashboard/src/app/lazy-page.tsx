import { lazy, type ComponentType } from 'react';

/** A page in its own chunk, downloaded the first time it renders. */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => ({ default: await load() }));
}

/** A page that fetches with React Query: its chunk and the query client's load together, in one round trip. */
export function lazyQueryPage<Props extends object = object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return lazy(async () => {
    const [{ QueryScope }, Page] = await Promise.all([import('./query-scope'), load()]);
    return {
      default: function InQueryScope(props: Props) {
        return (
          <QueryScope>
            <Page {...props} />
          </QueryScope>
        );
      },
    };
  });
}
