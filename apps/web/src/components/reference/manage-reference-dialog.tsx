import { Building2, FolderTree } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CategoriesPanel } from './categories-panel';
import { DepartmentsPanel } from './departments-panel';

/** Manage Categories (spec 01 §6: document_coordinator and admin): categories and departments. */
export function ManageReferenceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('reference');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] max-w-4xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="categories">
          <TabsList>
            <TabsTrigger value="categories">
              <FolderTree aria-hidden="true" />
              {t('dialog.categoriesTab')}
            </TabsTrigger>
            <TabsTrigger value="departments">
              <Building2 aria-hidden="true" />
              {t('dialog.departmentsTab')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="categories">
            <CategoriesPanel />
          </TabsContent>
          <TabsContent value="departments">
            <DepartmentsPanel />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
