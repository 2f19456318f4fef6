const MARKS = [25, 50, 75, 100] as const;

/** How far through the questions the learner is, with the marks at 25, 50, 75 and 100 % (spec §2). */
export function AssessmentProgress({ at, of }: { at: number; of: number }) {
  const percent = of === 0 ? 0 : Math.round((at / of) * 100);
  return (
    <div className="assessment-progress">
      <p>
        Question {at} of {of}
      </p>
      <progress max={100} value={percent} aria-label="Progress through the assessment" />
      <ol className="assessment-marks" aria-label="Progress marks">
        {MARKS.map((mark) => (
          <li key={mark} className={percent >= mark ? 'reached' : undefined}>
            {mark}%{percent >= mark && <span className="visually-hidden"> reached</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
