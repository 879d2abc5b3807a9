export function ConfirmationFact({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex flex-col gap-0.5 bg-card px-5 py-4">
      <dt className="text-caption text-muted-foreground">{label}</dt>
      <dd className="font-semibold text-cocoa-900 tabular-nums">
        {value}
        {detail ? <span className="block text-small font-normal text-cocoa-700">{detail}</span> : null}
      </dd>
    </div>
  );
}
