/**
 * Runs in the browser before Next's bootstrap hands over to hydration (decision 0035, round 4 session 13).
 * The shop layout's `self.__next_s` entry makes that bootstrap wait one `setTimeout` before it requires
 * app-index and hydrates, so whatever this module evaluates runs in a task of its own: React DOM, and through
 * `next/link` (the App Router's link in the app bundle) the router's link, prefetch and fetch modules.
 * Same modules, same instances, same order; the one long start-up task becomes two shorter ones.
 */
import 'react-dom/client';
import 'next/link';
import 'next/navigation';
