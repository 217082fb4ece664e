import { useState } from 'react';
import { adminTexts } from '../../../domain/messages';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { AdminHeader } from './AdminHeader';
import { ComplianceTab } from './compliance/ComplianceTab';
import { ComplianceTabLabel } from './compliance/ComplianceTabLabel';
import { NO_TRANSFER_FILTERS, type TransferFilters } from './api/get-admin-transfers';
import { PeopleTab } from './PeopleTab';
import { SecondFactorGate } from './second-factor/SecondFactorGate';
import { SettingsTab } from './SettingsTab';
import { StatusCounts } from './StatusCounts';
import { TransfersTab } from './TransfersTab';

/**
 * Admin dashboard (/admin, admins only; docs/product.md § Admin dashboard): header, count cards, and the
 * Transfers, Users & Recipients, Settings and Compliance tabs. The filters live here so they survive a tab switch and the
 * count cards follow the same dates as the list. The desk opens only after the operator's second
 * factor (SecondFactorGate: enrol or step up; every /api/admin call requires it).
 */
export function AdminScreen() {
  return (
    <SecondFactorGate>
      <AdminDesk />
    </SecondFactorGate>
  );
}

function AdminDesk() {
  const [filters, setFilters] = useState<TransferFilters>(NO_TRANSFER_FILTERS);
  return (
    <>
      <AdminHeader />
      <StatusCounts fromDate={filters.fromDate} toDate={filters.toDate} />
      <Tabs defaultValue="transfers">
        {/* Two rows of two on a phone: four tabs side by side would squeeze "Users & Recipients" to three lines. From
            a desk's width each tab is as wide as its label, on one line (issue 34: French wrapped "Utilisateurs et destinataires"). */}
        <TabsList
          aria-label={adminTexts.tabsLabel}
          className="mb-5 grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none md:w-fit md:auto-cols-auto md:[&>*]:whitespace-nowrap"
        >
          <TabsTrigger value="transfers">{adminTexts.tabTransfers}</TabsTrigger>
          <TabsTrigger value="people">{adminTexts.tabPeople}</TabsTrigger>
          <TabsTrigger value="settings">{adminTexts.tabSettings}</TabsTrigger>
          <TabsTrigger value="compliance">
            <ComplianceTabLabel />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="transfers">
          <TransfersTab filters={filters} onFiltersChange={setFilters} />
        </TabsContent>
        <TabsContent value="people">
          <PeopleTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
        <TabsContent value="compliance">
          <ComplianceTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
