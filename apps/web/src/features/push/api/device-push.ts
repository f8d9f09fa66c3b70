import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  askToNotify,
  deviceSubscription,
  forgetDevicePush,
  readDevicePush,
  subscribeDevice,
  type DevicePushState,
} from "../../../lib/device-push";
import { sessionKeys } from "../../../lib/query-keys";
import { getPushKey, savePushSubscription } from "./push-subscription";

/** Where push stands on this device: read again when the user comes back to the tab (they may have changed the site's permission meanwhile). */
export function useDevicePush() {
  const state = useQuery({ queryKey: sessionKeys.devicePush, queryFn: readDevicePush });
  useClaimDevice(state.data);
  return state;
}

/**
 * A device that is on is the signed-in user's: its subscription is sent again once per visit of
 * the profile, so a device whose previous user's session simply ran out (no sign-out to forget
 * it) now brings this user's notifications, as the switch says, and no longer the other's.
 */
function useClaimDevice(state: DevicePushState | undefined) {
  const claimed = useRef(false);
  useEffect(() => {
    if (state !== "on" || claimed.current) return;
    claimed.current = true;
    void deviceSubscription()
      .then((subscription) => subscription && savePushSubscription(subscription))
      // Not worth a word to the user: the switch's own turn shows any failure.
      .catch(() => {});
  }, [state]);
}

/**
 * Turns push on (the user lets the site notify, the device subscribes with the server's key, the
 * server is told) or off (lib/device-push.ts's forgetDevicePush). A subscription the server
 * refused is ended at once, so the switch never shows on for a device the server will not reach.
 */
export function useTurnDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean): Promise<DevicePushState> => {
      if (!on) {
        await forgetDevicePush();
        return "off";
      }
      await askToNotify();
      const subscription = await subscribeDevice(await getPushKey());
      try {
        await savePushSubscription(subscription);
      } catch (error) {
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
      return "on";
    },
    onSuccess: (state) => queryClient.setQueryData(sessionKeys.devicePush, state),
    // The answer to the browser's question may have changed the state (blocked).
    onError: () => queryClient.invalidateQueries({ queryKey: sessionKeys.devicePush }),
  });
}
