import { startProfile } from '../lib/auth/profile-start';
import { queryClient } from './query-client';
import { startRouteAt } from './route-start';

// The app's first steps, imported by main.tsx before anything else, so they run before the rest
// of the app's modules are evaluated (react-dom, MUI, the shell): the stored session's profile
// and the opened page's call leave first, then the page's chunk, while the browser still
// evaluates the entry (decision 030). With six connections to a host, the calls would otherwise
// queue behind the chunk's many files.
startProfile();
startRouteAt(window.location, queryClient);
