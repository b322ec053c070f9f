// The benchmark's results as JSON: a file to download and the text itself.

import styles from './BenchPage.module.css';
import type { BenchResults } from './results.ts';

export function ResultsJson({ results }: { results: BenchResults }) {
  const json = JSON.stringify(results, null, 2);
  return (
    <section aria-labelledby="bench-json">
      <h2 id="bench-json">Results as JSON</h2>
      <p>
        <a
          href={`data:application/json;charset=utf-8,${encodeURIComponent(json)}`}
          download={`tessera-bench-${results.mode}.json`}
        >
          Download the results (JSON)
        </a>
      </p>
      <details>
        <summary>Show the JSON</summary>
        <pre className={styles.json} data-testid="bench-json">
          {json}
        </pre>
      </details>
    </section>
  );
}
