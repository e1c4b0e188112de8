import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 inspection: the visitor's public IP (SPEC §7), null until found. */
export type InspectionState = { clientIp: string | null };

export const initialInspectionState: InspectionState = { clientIp: null };

export const inspectionSlice = createSlice({
  name: 'inspection',
  initialState: initialInspectionState,
  reducers: {
    clientIpResolved(state, action: PayloadAction<string>) {
      state.clientIp = action.payload;
    },
  },
});
export const { clientIpResolved } = inspectionSlice.actions;
