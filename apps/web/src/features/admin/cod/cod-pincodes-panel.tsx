/**
 * The PIN codes where cash on delivery is refused, replaced by uploading a CSV file (one PIN code
 * a line, or a "pincode" column). The answer says how many were kept and names each bad line.
 */
import type { CodPincodesUploadResponse } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useCodPincodes, useUploadCodPincodes } from '../api/cod';
import { Panel } from '../components/page-header';
import { QueryStatus } from '../components/query-status';

/** Enough to recognise the list; the file the owner keeps is the full record. */
const SHOWN = 60;

export function CodPincodesPanel() {
  const pincodes = useCodPincodes();
  return (
    <Panel title="PIN codes without cash on delivery">
      {pincodes.data ? (
        <>
          <p className="text-sm text-stone-700">
            {pincodes.data.count === 0
              ? 'No PIN code is refused.'
              : `${pincodes.data.count} PIN ${pincodes.data.count === 1 ? 'code is' : 'codes are'} refused.`}
          </p>
          {pincodes.data.count > 0 && (
            <p className="mt-2 text-sm break-words text-stone-600 tabular-nums">
              {pincodes.data.pincodes.slice(0, SHOWN).join(', ')}
              {pincodes.data.count > SHOWN && ` and ${pincodes.data.count - SHOWN} more`}
            </p>
          )}
        </>
      ) : (
        <QueryStatus
          isPending={pincodes.isPending}
          error={pincodes.error}
          retry={() => void pincodes.refetch()}
          label="The PIN code list"
        />
      )}
      <UploadForm />
    </Panel>
  );
}

function UploadForm() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CodPincodesUploadResponse | null>(null);
  const upload = useUploadCodPincodes();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(await file.text(), {
      onSuccess: (answer) => {
        setReport(answer);
        toast.success(answer.message);
      },
    });
  };
  return (
    <div className="mt-5 border-t border-sand-200 pt-5">
      <form
        onSubmit={(e) => void submit(e)}
        aria-label="Upload PIN codes"
        className="flex flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-stone-800">
            CSV file (replaces the list)
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-sand-100 file:px-4 file:py-2 file:text-brand-900"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
              upload.reset();
            }}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={!file || upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </Button>
      </form>
      <p role="alert" className="mt-2 text-sm text-clay-600">
        {upload.error?.message ?? ''}
      </p>
      {report && <UploadReport report={report} />}
    </div>
  );
}

function UploadReport({ report }: { report: CodPincodesUploadResponse }) {
  return (
    <div role="status" className="mt-3 text-sm">
      <p className="font-medium text-stone-900">{report.message}</p>
      {report.rejected.length > 0 && (
        <table className="mt-3 w-full text-left">
          <caption className="mb-1 text-left text-stone-700">
            {report.rejected.length} {report.rejected.length === 1 ? 'line was' : 'lines were'} left
            out
          </caption>
          <thead className="text-stone-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Line
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Text
              </th>
              <th scope="col" className="py-1 font-medium">
                Problem
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200">
            {report.rejected.map((r) => (
              <tr key={r.line}>
                <td className="py-1 pr-3 tabular-nums">{r.line}</td>
                <td className="py-1 pr-3 break-all">
                  <code>{r.text}</code>
                </td>
                <td className="py-1">{r.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
