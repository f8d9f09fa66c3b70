import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  askToNotify,
  deviceSubscription,
  forgetDevicePush,
  markDeviceFor,
  readDevicePush,
  releaseDeviceFromOthers,
  subscribeDevice,
  type DevicePushState,
} from "../../../lib/device-push";
import { sessionKeys } from "../../../lib/query-keys";
import { getPushKey, savePushSubscription } from "./push-subscription";

/**
 * Where push stands on this device for the signed-in user (a subscription another user made here
 * is ended first): read again when the user comes back to the tab, as they may have changed the
 * site's permission meanwhile.
 */
export function useDevicePush(userId: string) {
  const state = useQuery({
    queryKey: sessionKeys.devicePush,
    queryFn: async () => {
      await releaseDeviceFromOthers(userId);
      return readDevicePush();
    },
  });
  useClaimDevice(state.data);
  return state;
}

/**
 * The user's own device that is on gives the server its subscription again once per visit of the
 * profile: the server drops one its push service once refused, and the switch would say on for a
 * device nothing reaches.
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
export function useTurnDevicePush(userId: string) {
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
        markDeviceFor(userId);
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
