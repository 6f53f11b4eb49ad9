// madge ships no types; only what scripts/lint-map.test.ts calls.
declare module 'madge' {
  interface MadgeResult {
    circular(): string[][];
  }
  export default function madge(
    path: string | string[],
    config?: { fileExtensions?: string[]; tsConfig?: string },
  ): Promise<MadgeResult>;
}
