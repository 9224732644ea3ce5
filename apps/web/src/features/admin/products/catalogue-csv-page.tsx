/**
 * /admin/products/import: the catalogue as a CSV file (Shopify's product columns). Download it;
 * or choose a file, see what importing it would do, then import it.
 */
import type { CatalogImportResponse } from '@shop/shared';
import { Download } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PRODUCTS_CSV_URL, useImportCatalogue } from '../api/catalog-csv';
import { PageHeader } from '../components/page-header';
import { ImportReportView } from './import-report-view';

export default function CatalogueCsvPage() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CatalogImportResponse | null>(null);
  const importer = useImportCatalogue();
  const toImport = report?.dryRun ? report.totals.create + report.totals.change : 0;

  const run = (dryRun: boolean) => {
    if (!file) return;
    importer.mutate({ file, dryRun }, { onSuccess: setReport });
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    run(true);
  };

  return (
    <>
      <PageHeader
        title="Import / export"
        back={{ to: '/admin/products', label: 'Products' }}
        description="Products and variants as a CSV file with Shopify's product columns."
      />
      <section
        aria-labelledby="export-title"
        className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-6"
      >
        <h2 id="export-title" className="font-serif text-xl text-brand-900">
          Export
        </h2>
        <p className="mt-1 mb-4 text-sm text-stone-700">
          Every product with its variants, prices, stock and image addresses.
        </p>
        <a
          href={PRODUCTS_CSV_URL}
          download="products.csv"
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Download products.csv
        </a>
      </section>
      <section
        aria-labelledby="import-title"
        className="mt-6 rounded-2xl border border-sand-200 bg-white p-4 sm:p-6"
      >
        <h2 id="import-title" className="font-serif text-xl text-brand-900">
          Import
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Products are matched by Handle and variants by SKU. Checking the file changes nothing.
        </p>
        <form
          onSubmit={check}
          aria-label="Check a CSV file"
          className="mt-4 flex flex-wrap items-end gap-3"
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-stone-800">
              CSV file
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-sand-100 file:px-4 file:py-2 file:text-brand-900"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReport(null);
                importer.reset();
              }}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={!file || importer.isPending}>
            {importer.isPending && importer.variables?.dryRun ? 'Checking…' : 'Check file'}
          </Button>
        </form>
        {importer.error && (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {importer.error.message}
          </p>
        )}
        <div aria-live="polite">
          {report && <ImportReportView report={report} />}
          {report?.dryRun && toImport > 0 && (
            <Button className="mt-4" onClick={() => run(false)} disabled={importer.isPending}>
              {importer.isPending
                ? 'Importing…'
                : `Import ${toImport} ${toImport === 1 ? 'product' : 'products'}`}
            </Button>
          )}
          {report?.dryRun && toImport === 0 && report.totals.products > 0 && (
            <p className="mt-4 text-sm text-stone-700">
              Nothing to import: the shop already matches the file.
            </p>
          )}
        </div>
      </section>
    </>
  );
}
