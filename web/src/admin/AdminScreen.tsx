import { useState } from 'react';
import { adminTexts } from '../../../domain/messages';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { AdminHeader } from './AdminHeader';
import type { TransferFilters } from './api/get-admin-transfers';
import { PeopleTab } from './PeopleTab';
import { SettingsTab } from './SettingsTab';
import { StatusCounts } from './StatusCounts';
import { TransfersTab } from './TransfersTab';

const NO_FILTERS: TransferFilters = { status: 'all', fromDate: '', toDate: '' };

/**
 * Admin dashboard (/admin, admins only; docs/product.md § Admin dashboard): header, count cards, and the
 * Transfers, Users & Recipients and Settings tabs. The filters live here so they survive a tab switch and the
 * count cards follow the same dates as the list.
 */
export function AdminScreen() {
  const [filters, setFilters] = useState<TransferFilters>(NO_FILTERS);
  return (
    <>
      <AdminHeader />
      <StatusCounts fromDate={filters.fromDate} toDate={filters.toDate} />
      <Tabs defaultValue="transfers">
        <TabsList aria-label={adminTexts.tabsLabel} className="mb-5 md:max-w-xl">
          <TabsTrigger value="transfers">{adminTexts.tabTransfers}</TabsTrigger>
          <TabsTrigger value="people">{adminTexts.tabPeople}</TabsTrigger>
          <TabsTrigger value="settings">{adminTexts.tabSettings}</TabsTrigger>
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
      </Tabs>
    </>
  );
}
