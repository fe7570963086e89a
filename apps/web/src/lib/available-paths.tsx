import { createContext, useContext, type ReactNode } from 'react';

const AvailablePathsContext = createContext<ReadonlySet<string>>(new Set());

/** The routes whose screen exists in this build, so no link leads to a page that is not there. */
export function AvailablePathsProvider({
  paths,
  children,
}: {
  paths: ReadonlySet<string>;
  children: ReactNode;
}) {
  return <AvailablePathsContext.Provider value={paths}>{children}</AvailablePathsContext.Provider>;
}

export function useAvailablePaths(): ReadonlySet<string> {
  return useContext(AvailablePathsContext);
}
