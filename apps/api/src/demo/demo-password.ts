/**
 * The published password of every demo account, and of the demo's share link that has one
 * (README, "Demo data").
 */
export const DEMO_PASSWORD = 'cuebrief-demo';
