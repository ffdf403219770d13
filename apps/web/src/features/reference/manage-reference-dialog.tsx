import { Building2, FolderTree } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CategoriesPanel } from './categories-panel';
import { DepartmentsPanel } from './departments-panel';

/** Manage Categories (spec 01 §6: document_coordinator and admin): categories and departments. */
export function ManageReferenceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] max-w-4xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Manage Categories</DialogTitle>
          <DialogDescription>
            Document categories and departments. Deactivated entries stay on existing documents but cannot be
            chosen for new ones.
          </DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="categories">
          <TabsList>
            <TabsTrigger value="categories">
              <FolderTree aria-hidden="true" />
              Categories
            </TabsTrigger>
            <TabsTrigger value="departments">
              <Building2 aria-hidden="true" />
              Departments
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
