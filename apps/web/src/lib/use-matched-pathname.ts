import { useMatches } from '@tanstack/react-router';

/**
 * The path of the deepest route on screen. Unlike the router's location, which moves as soon as a navigation
 * starts, this changes together with the rendered routes, so a page never judges a location it is leaving.
 */
export function useMatchedPathname(): string {
  return useMatches({ select: (matches) => matches[matches.length - 1]?.pathname ?? '/' });
}
